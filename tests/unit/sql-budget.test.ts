import { describe, expect, it } from "vitest";
import { checkSqlBudget, SqlBudgetError } from "../../worker/db/sql-budget";

const search = (criteria: string) =>
  `SELECT * FROM Products WHERE ((name LIKE '%${criteria}%' OR description LIKE '%${criteria}%') AND deletedAt IS NULL) ORDER BY name`;
const login = (email: string) => `SELECT * FROM Users WHERE email = '${email}' AND password = 'x' AND deletedAt IS NULL`;

describe("the SQL budget of injectable spots", () => {
  it.each([
    ["an ordinary search", search("orange")],
    ["a search with a quote in a word", search("it''s")],
    ["the UNION over Users", search("qwert')) UNION SELECT id, email, password, '4', '5', '6', '7', '8', '9' FROM Users--")],
    ["the UNION over sqlite_master", search("qwert')) UNION SELECT sql, '2', '3', '4', '5', '6', '7', '8', '9' FROM sqlite_master--")],
    ["the login bypass", login("' OR 1=1--")],
    ["stacked damage", login("'; DELETE FROM Quantities; UPDATE Products SET name = 'x'; SELECT * FROM Users WHERE email = '")],
    ["a join of two tables", search("')) UNION SELECT u.id, u.email, a.answer, 4, 5, 6, 7, 8, 9 FROM Users u JOIN SecurityAnswers a ON a.UserId = u.id--")],
    ["words like FROM inside strings", search("from, from, from, from, join join")],
    ["creating a plain table", login("'; CREATE TABLE notes (x TEXT); SELECT * FROM Users WHERE email = '")],
    ["a table-valued function", search("')) UNION SELECT name, type, 3, 4, 5, 6, 7, 8, 9 FROM pragma_table_info('Users')--")],
    ["a search for the bookkeeping's name as text", search("_squeeze_version")],
  ])("allows %s", (_name, sql) => {
    expect(() => checkSqlBudget(sql)).not.toThrow();
  });

  it.each([
    ["a recursive CTE", search("')) UNION SELECT * FROM (WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c) SELECT count(*),2,3,4,5,6,7,8,9 FROM c)--")],
    ["a recursive CTE hidden by a comment split", login("'; WITH/**/RECURSIVE c(x) AS (SELECT 1) SELECT 1; --")],
    ["a cross join of five tables", search("')) UNION SELECT count(*),2,3,4,5,6,7,8,9 FROM Users a, Users b, Users c, Users d, Users e--")],
    ["nested subqueries over many tables", search("')) UNION SELECT (SELECT count(*) FROM Users a, Users b, Users c),2,3,4,5,6,7,8,9 FROM Products p, Products q--")],
    ["a table copied into itself", login("'; INSERT INTO Products SELECT * FROM Products; SELECT * FROM Users WHERE email = '")],
    ["a table created from a query", login("'; CREATE TABLE big AS SELECT a.* FROM Products a, Products b; SELECT * FROM Users WHERE email = '")],
    ["a view", login("'; CREATE VIEW v AS SELECT 1; SELECT * FROM Users WHERE email = '")],
    ["a trigger", login("'; CREATE TRIGGER t AFTER INSERT ON Feedbacks BEGIN DELETE FROM Users; END; SELECT * FROM Users WHERE email = '")],
    ["dropping the data version", login("'; DROP TABLE _squeeze_version; SELECT * FROM Users WHERE email = '")],
    ["dropping a data version trigger by its quoted name", login(`'; DROP TRIGGER "_SQUEEZE_v_Users_u"; --`)],
    ["a long chain of statements", login(`'${"; SELECT 1".repeat(12)}; --`)],
  ])("refuses %s", (_name, sql) => {
    expect(() => checkSqlBudget(sql)).toThrow(SqlBudgetError);
  });
});
