"""Train a multi-label scene tagger and export it for the serving team
(they load it with tf.saved_model / TF Serving, as before the upgrade).
"""
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

EXPORT_DIR = "/home/user/project/export_016/scene_tagger/1"
TAGS = ["sky", "water", "building", "tree", "road", "person"]

rng = np.random.default_rng(16)
N = 640
y = (rng.uniform(size=(N, len(TAGS))) < 0.35).astype("float32")
x = rng.normal(size=(N, 32, 32, 3)).astype("float32")
for t in range(len(TAGS)):
    x[:, t * 5:t * 5 + 4, :, t % 3] += 2.0 * y[:, t, None, None]

ds = tf.data.Dataset.from_tensor_slices((x, y))
train = ds.take(512).shuffle(512).batch(32).prefetch(tf.data.AUTOTUNE)
val = ds.skip(512).batch(64).prefetch(tf.data.AUTOTUNE)

inp = keras.Input((32, 32, 3), name="image")
h = layers.Conv2D(32, 3, padding="same", activation="relu")(inp)
h = layers.MaxPooling2D()(h)
h = layers.Conv2D(64, 3, padding="same", activation="relu")(h)
h = layers.GlobalAveragePooling2D()(h)
out = layers.Dense(len(TAGS), activation="sigmoid", name="tags")(h)
model = keras.Model(inp, out)
model.compile(keras.optimizers.Adam(2e-3), "binary_crossentropy",
              metrics=[keras.metrics.BinaryAccuracy(name="bin_acc"),
                       keras.metrics.AUC(multi_label=True, num_labels=len(TAGS), name="auc")])
model.fit(train, validation_data=val, epochs=4, verbose=2)

os.makedirs(os.path.dirname(EXPORT_DIR), exist_ok=True)
model.save(EXPORT_DIR)
print("exported to", EXPORT_DIR)
