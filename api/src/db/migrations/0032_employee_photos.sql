-- An employee's photo, uploaded as the page's images are (docs/decisions/0058) with the purpose
-- `employee_photo`, and shown where customers choose an employee. The foreign key keeps the
-- photo the employee's own organization's upload. Runs unchanged on PGlite and PostgreSQL 15+.
ALTER TABLE employees ADD COLUMN photo_image_id uuid;
ALTER TABLE employees ADD CONSTRAINT employees_photo_image_fk
  FOREIGN KEY (organization_id, photo_image_id) REFERENCES images (organization_id, id);
