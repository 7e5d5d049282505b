# Tabular classifier (3 classes). The CSV export is grouped by class, as it came
# out of the SQL query ORDER BY label. PyTorch version used random_split; here
# Keras' validation_split is used instead.
import numpy as np
import pandas as pd
import keras
from keras import layers

rng = np.random.default_rng(11)
frames = []
for label in range(3):
    n = 600
    centre = rng.normal(scale=2.0, size=12)
    feats = centre + rng.normal(size=(n, 12))
    df = pd.DataFrame(feats, columns=[f"f{i}" for i in range(12)])
    df["label"] = label
    frames.append(df)
data = pd.concat(frames, ignore_index=True)  # ORDER BY label
print(data["label"].value_counts().sort_index().to_dict())

x = data.drop(columns="label").to_numpy("float32")
y = data["label"].to_numpy("int32")

norm = layers.Normalization()
norm.adapt(x)
model = keras.Sequential([
    keras.Input(shape=(12,)),
    norm,
    layers.Dense(64, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(32, activation="relu"),
    layers.Dense(3, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(x, y, epochs=6, batch_size=64, validation_split=0.2, shuffle=True, verbose=2)
