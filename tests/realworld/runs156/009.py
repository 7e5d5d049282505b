"""Weld-seam defect detector. Photos are exported by the inspection station as
frame_<n>.png; the defect flags come from the station's inspection_log.csv
(one row per frame, in frame order)."""
import os
import numpy as np
import pandas as pd
import tensorflow as tf
import keras
from keras import layers

ROOT = "/home/user/project/welds"
IMG_DIR = os.path.join(ROOT, "frames")
os.makedirs(IMG_DIR, exist_ok=True)
rng = np.random.default_rng(8)
rows = []
for n in range(1, 601):
    defect = int(rng.random() < 0.5)
    img = rng.normal(90, 20, size=(48, 48, 1))
    if defect:  # a bright crack across the seam
        r = rng.integers(8, 40)
        img[r:r + 4, :, :] += 120
    img = np.clip(img, 0, 255).astype(np.uint8)
    tf.io.write_file(os.path.join(IMG_DIR, f"frame_{n}.png"), tf.io.encode_png(img))
    rows.append({"frame": n, "defect": defect})
pd.DataFrame(rows).to_csv(os.path.join(ROOT, "inspection_log.csv"), index=False)

log = pd.read_csv(os.path.join(ROOT, "inspection_log.csv")).sort_values("frame")
labels = log["defect"].astype(int).tolist()
print(f"{len(labels)} frames, defect rate {np.mean(labels):.2f}")

train_ds, val_ds = keras.utils.image_dataset_from_directory(
    IMG_DIR, labels=labels, label_mode="binary", color_mode="grayscale",
    image_size=(48, 48), batch_size=32, validation_split=0.2, subset="both", seed=123)

model = keras.Sequential([
    keras.Input(shape=(48, 48, 1)),
    layers.Rescaling(1.0 / 255),
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dense(32, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=6, verbose=2)
