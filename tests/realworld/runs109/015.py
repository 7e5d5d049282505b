"""Binary defect classifier: flat image folder + labels.csv (filename,label),
as exported by the inspection station.  Replaces a torch Dataset that read the CSV.
"""
import os
import csv
import numpy as np
import tensorflow as tf
import keras
from keras import layers

ROOT = "/home/user/project/data/defects_015"
IMG_DIR = os.path.join(ROOT, "images")
os.makedirs(IMG_DIR, exist_ok=True)
rng = np.random.default_rng(15)
rows = []
for i in range(400):
    lab = int(rng.integers(0, 2))
    img = rng.integers(0, 80, size=(48, 48, 1)).astype(np.uint8)
    if lab:  # scratch: a bright diagonal line
        k = int(rng.integers(0, 20))
        for t in range(28):
            img[k + t, k + t // 2 + 4, 0] = 255
            img[k + t, k + t // 2 + 5, 0] = 255
    name = f"part_{i:05d}.png"
    tf.io.write_file(os.path.join(IMG_DIR, name), tf.io.encode_png(img))
    rows.append((name, lab))
with open(os.path.join(ROOT, "labels.csv"), "w", newline="") as f:
    csv.writer(f).writerows([("filename", "label")] + rows)

# labels from the CSV, sorted by filename to match the directory listing order
with open(os.path.join(ROOT, "labels.csv")) as f:
    table = sorted(csv.DictReader(f), key=lambda r: r["filename"])
labels = np.array([int(r["label"]) for r in table], dtype="float32")
print("labels:", len(labels), "positives:", int(labels.sum()))

images = keras.utils.image_dataset_from_directory(IMG_DIR, labels=None, color_mode="grayscale",
                                                  image_size=(48, 48), batch_size=None)
ds = tf.data.Dataset.zip((images, tf.data.Dataset.from_tensor_slices(labels)))
train = ds.take(320).batch(32).cache().prefetch(tf.data.AUTOTUNE)
val = ds.skip(320).batch(32).cache().prefetch(tf.data.AUTOTUNE)

model = keras.Sequential([
    keras.Input((48, 48, 1)), layers.Rescaling(1 / 255.0),
    layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.MaxPooling2D(),
    layers.Conv2D(64, 3, activation="relu"), layers.GlobalMaxPooling2D(),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(keras.optimizers.Adam(1e-3), "binary_crossentropy",
              metrics=["accuracy", keras.metrics.AUC(name="auc")])
model.fit(train, validation_data=val, epochs=8, verbose=2)
