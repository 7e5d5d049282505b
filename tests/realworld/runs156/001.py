"""Speaker-ID features: each utterance is stored as a .npy file of MFCC frames.
The loader from the PyTorch Dataset.__getitem__ is reused inside tf.data.map."""
import os
import numpy as np
import tensorflow as tf
import keras

DATA = "/home/user/project/mfcc"
os.makedirs(DATA, exist_ok=True)
rng = np.random.default_rng(2)
paths, labels = [], []
for i in range(200):
    spk = i % 4
    p = os.path.join(DATA, f"utt_{i:04d}_spk{spk}.npy")
    np.save(p, (rng.normal(size=(40, 13)) + spk).astype("float32"))
    paths.append(p)
    labels.append(spk)


def load_utterance(path, label):
    # same as torch Dataset.__getitem__: np.load the file
    with open(path, "rb") as f:
        feats = np.load(f)
    feats = (feats - feats.mean(0)) / (feats.std(0) + 1e-5)
    return feats, label


ds = (tf.data.Dataset.from_tensor_slices((paths, labels))
      .shuffle(200)
      .map(load_utterance, num_parallel_calls=tf.data.AUTOTUNE)
      .batch(16)
      .prefetch(tf.data.AUTOTUNE))

model = keras.Sequential([
    keras.Input(shape=(40, 13)),
    keras.layers.Conv1D(32, 3, activation="relu"),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(4, activation="softmax"),
])
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.fit(ds, epochs=3)
