"""Census-income wide model using feature columns (from the TF 2.x structured-data tutorial)."""
import numpy as np
import pandas as pd
import tensorflow as tf

rng = np.random.default_rng(0)
n = 2000
df = pd.DataFrame({
    "age": rng.integers(18, 80, n).astype("float32"),
    "hours_per_week": rng.integers(10, 70, n).astype("float32"),
    "education": rng.choice(["Bachelors", "HS-grad", "Masters", "Doctorate", "Some-college"], n),
    "occupation": rng.choice(["Tech-support", "Sales", "Exec-managerial", "Craft-repair"], n),
})
target = ((df.age > 40) & (df.hours_per_week > 40)).astype("int32")

feature_columns = [
    tf.feature_column.numeric_column("age"),
    tf.feature_column.numeric_column("hours_per_week"),
    tf.feature_column.indicator_column(
        tf.feature_column.categorical_column_with_vocabulary_list("education", df.education.unique().tolist())),
    tf.feature_column.embedding_column(
        tf.feature_column.categorical_column_with_hash_bucket("occupation", 100), dimension=8),
]

ds = tf.data.Dataset.from_tensor_slices((dict(df), target)).shuffle(n).batch(32)

model = tf.keras.Sequential([
    tf.keras.layers.DenseFeatures(feature_columns),
    tf.keras.layers.Dense(64, activation="relu"),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3)
