"""Flower-species classifier from tabular measurements; string labels from the CSV mapped with StringLookup.
Train and validation pipelines are built by the same make_dataset() helper."""
import numpy as np
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(7)
SPECIES = ["setosa", "versicolor", "virginica", "arctica"]
centers = rng.normal(0, 3, (4, 6))
rows = []
for i in range(2400):
    k = rng.integers(0, 4)
    rows.append(list(centers[k] + rng.normal(0, 1.0, 6)) + [SPECIES[k]])
df = pd.DataFrame(rows, columns=[f"f{i}" for i in range(6)] + ["species"])
train_df = df.iloc[:1900]
# validation export is sorted by collection site, so species appear in a different order
val_df = df.iloc[1900:].sort_values("f3")

feature_cols = [f"f{i}" for i in range(6)]
norm = layers.Normalization()
norm.adapt(train_df[feature_cols].to_numpy("float32"))

def make_dataset(frame, shuffle):
    label_lookup = layers.StringLookup(num_oov_indices=0)
    label_lookup.adapt(frame["species"].to_numpy())
    print("label vocabulary:", label_lookup.get_vocabulary())
    x = frame[feature_cols].to_numpy("float32")
    y = label_lookup(frame["species"].to_numpy())
    ds = tf.data.Dataset.from_tensor_slices((x, y))
    if shuffle:
        ds = ds.shuffle(len(frame), seed=0)
    return ds.batch(64).prefetch(tf.data.AUTOTUNE)

train_ds = make_dataset(train_df, shuffle=True)
val_ds = make_dataset(val_df, shuffle=False)

model = keras.Sequential([
    keras.Input(shape=(6,)),
    norm,
    layers.Dense(32, activation="relu"),
    layers.Dense(32, activation="relu"),
    layers.Dense(4, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=8, verbose=2,
          callbacks=[keras.callbacks.EarlyStopping(monitor="val_accuracy", patience=4, restore_best_weights=True)])
print("val:", model.evaluate(val_ds, verbose=0, return_dict=True))
