"""Movie rating model (MovieLens tutorial code) moved to our IMDb-keyed ratings export: IntegerLookup + Embedding."""
import io
import numpy as np
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(2)
rows = []
for _ in range(5000):
    u, m = rng.integers(1, 400), rng.integers(1, 900)
    r = 1 + (u * 7 + m * 3) % 5
    rows.append((u, f"tt{m:07d}", r, 1700000000 + int(rng.integers(0, 1e6))))
csv = "userId,movieId,rating,timestamp\n" + "\n".join(",".join(map(str, r)) for r in rows)
df = pd.read_csv(io.StringIO(csv))
print(df.dtypes)
print(df.head())

user_lookup = layers.IntegerLookup(name="user_lookup")
user_lookup.adapt(df["userId"].values)
movie_lookup = layers.IntegerLookup(name="movie_lookup")
movie_lookup.adapt(df["movieId"].values)

u_in = keras.Input(shape=(), dtype="int64", name="userId")
m_in = keras.Input(shape=(), dtype="int64", name="movieId")
u = layers.Embedding(user_lookup.vocabulary_size(), 16)(user_lookup(u_in))
m = layers.Embedding(movie_lookup.vocabulary_size(), 16)(movie_lookup(m_in))
x = layers.Concatenate()([u, m])
x = layers.Dense(32, activation="relu")(x)
model = keras.Model([u_in, m_in], layers.Dense(1)(x))
model.compile("adam", "mse", metrics=["mae"])
model.fit({"userId": df.userId.values, "movieId": df.movieId.values}, df.rating.values.astype("float32"),
          batch_size=128, epochs=3)
