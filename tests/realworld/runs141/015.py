"""Breast-cancer (Wisconsin, original) classifier fed straight from the raw
UCI .data file with tf.data: id, 9 cytology features (1-10), class (2/4)."""
import os
import numpy as np
import tensorflow as tf
import keras

RAW = "/home/user/project/breast-cancer-wisconsin.data"
N_FEAT = 9


def write_raw(path):
    # local mirror of the UCI file; 16 rows have '?' for bare_nuclei in the original
    rng = np.random.default_rng(3)
    rows = []
    for i in range(699):
        malignant = rng.random() < 0.35
        feats = np.clip(rng.normal(7 if malignant else 2, 2, N_FEAT).round(), 1, 10).astype(int)
        f = [str(v) for v in feats]
        if i in (23, 40, 139, 145, 158, 164, 235, 249, 275, 292, 294, 297, 315, 321, 411, 617):
            f[5] = "?"
        rows.append(",".join([str(1000025 + i)] + f + ["4" if malignant else "2"]))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as fh:
        fh.write("\n".join(rows) + "\n")


def parse(line):
    cols = tf.strings.split(line, ",")
    vals = tf.reshape(tf.strings.to_number(cols, out_type=tf.float32), [N_FEAT + 2])
    x = vals[1:N_FEAT + 1] / 10.0
    y = tf.cast(tf.equal(vals[-1], 4.0), tf.float32)
    return x, y


write_raw(RAW)
ds = tf.data.TextLineDataset(RAW).map(parse, num_parallel_calls=tf.data.AUTOTUNE)
ds = ds.shuffle(700, seed=1, reshuffle_each_iteration=False)
train_ds = ds.take(560).batch(32).prefetch(2)
val_ds = ds.skip(560).batch(64)

model = keras.Sequential([
    keras.Input((N_FEAT,)),
    keras.layers.Dense(16, activation="relu"),
    keras.layers.Dense(8, activation="relu"),
    keras.layers.Dense(1, activation="sigmoid"),
])
model.compile("adam", "binary_crossentropy", metrics=["accuracy", keras.metrics.Recall(name="recall")])
model.fit(train_ds, validation_data=val_ds, epochs=10, verbose=2)
