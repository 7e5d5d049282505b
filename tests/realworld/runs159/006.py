"""Census income classifier - feature-column pipeline from our 2021 training repo,
re-run on the new environment."""
import numpy as np
import pandas as pd
import tensorflow as tf

print("TensorFlow", tf.__version__, "| Keras", tf.keras.__version__ if hasattr(tf.keras, "__version__") else "?")
rng = np.random.default_rng(11)
n = 3000
df = pd.DataFrame({
    "age": rng.integers(17, 80, n).astype("float32"),
    "hours_per_week": rng.integers(10, 70, n).astype("float32"),
    "education": rng.choice(["HS-grad", "Bachelors", "Masters", "Some-college", "Doctorate"], n),
    "occupation": rng.choice(["Tech-support", "Craft-repair", "Sales", "Exec-managerial", "Other-service"], n),
})
df["income_bracket"] = ((df.age > 35) & (df.education.isin(["Bachelors", "Masters", "Doctorate"]))
                        | (df.hours_per_week > 55)).astype("int64")
print(df.describe(include="all").T[["count", "unique", "mean"]])

def df_to_dataset(frame, shuffle=True, batch_size=64):
    frame = frame.copy()
    labels = frame.pop("income_bracket")
    ds = tf.data.Dataset.from_tensor_slices((dict(frame), labels))
    if shuffle:
        ds = ds.shuffle(buffer_size=len(frame))
    return ds.batch(batch_size)

train_ds = df_to_dataset(df.iloc[:2400])
val_ds = df_to_dataset(df.iloc[2400:], shuffle=False)

fc = tf.feature_column
age = fc.numeric_column("age")
age_buckets = fc.bucketized_column(age, boundaries=[25, 30, 35, 40, 45, 50, 55, 60, 65])
feature_columns = [
    age_buckets,
    fc.numeric_column("hours_per_week", normalizer_fn=lambda x: (x - 40.0) / 12.0),
    fc.indicator_column(fc.categorical_column_with_vocabulary_list(
        "education", ["HS-grad", "Bachelors", "Masters", "Some-college", "Doctorate"])),
    fc.embedding_column(fc.categorical_column_with_hash_bucket("occupation", 50), dimension=8),
]

feature_layer = tf.keras.layers.DenseFeatures(feature_columns)
model = tf.keras.Sequential([
    feature_layer,
    tf.keras.layers.Dense(64, activation="relu"),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=5)
