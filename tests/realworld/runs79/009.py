# Tabular credit-default model trained straight from a pandas DataFrame.
import io, numpy as np, pandas as pd, keras
from keras import layers

rng = np.random.default_rng(10)
n = 3000
csv = pd.DataFrame({
    "age": rng.integers(21, 70, n),
    "income": rng.normal(52000, 15000, n).round(2),
    "loan_amount": rng.normal(12000, 5000, n).round(2),
    "months_employed": rng.integers(0, 240, n),
    "employment_type": rng.choice(["salaried", "self-employed", "unemployed"], n),
    "default": rng.integers(0, 2, n),
}).to_csv(index=False)
df = pd.read_csv(io.StringIO(csv))
print(df.head())
print(df.dtypes)

X = df.drop(columns=["default"])
y = df["default"]
X = (X - X.mean(numeric_only=True)) / X.std(numeric_only=True)

model = keras.Sequential([
    keras.Input((X.shape[1],)),
    layers.Dense(64, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["AUC"])
model.fit(X.values, y.values, epochs=10, batch_size=64, validation_split=0.2)
