"""Hand-gesture recognition from short grayscale clips (CNN per frame + GRU over time).
Ported from torch, where the clip loader returned (T, H, W) uint8 arrays and the model
did x.view(B*T, 1, H, W) before the Conv2d stack."""
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(2)
rng = np.random.default_rng(2)
T, H, W, C = 8, 48, 48, 5


def load_clip(label):
    """stand-in for the decoded .npy clips: a blob moving in one of 5 directions"""
    clip = rng.integers(0, 30, size=(T, H, W)).astype("uint8")
    dy, dx = [(0, 0), (0, 3), (0, -3), (3, 0), (-3, 0)][label]
    y, x = 20, 20
    for t in range(T):
        clip[t, y:y + 8, x:x + 8] = 220
        y, x = y + dy, x + dx
    return clip


labels = rng.integers(0, C, size=400)
clips = np.stack([load_clip(l) for l in labels]).astype("float32") / 255.0
print("clips", clips.shape, clips.dtype, "labels", np.bincount(labels).tolist())

frame_encoder = keras.Sequential([
    layers.Conv2D(16, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
], name="frame_encoder")

inputs = keras.Input(shape=clips.shape[1:])
feats = layers.TimeDistributed(frame_encoder)(inputs)
h = layers.GRU(64)(feats)
outputs = layers.Dense(C, activation="softmax")(h)
model = keras.Model(inputs, outputs)
model.compile(optimizer="adam", loss="sparse_categorical_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(clips, labels, validation_split=0.2, batch_size=16, epochs=3, verbose=2)
