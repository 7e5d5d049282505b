"""12-lead ECG rhythm classifier. Data arrays come from the PyTorch project
(ecg_dataset.py, torch Conv1d layout: (N, leads, samples)). Model ported 1:1
from the torch ResNet-ish stem: Conv1d(12, 32, kernel_size=15, stride=2)."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(5)
N, LEADS, SAMPLES, N_CLASSES = 512, 12, 1000, 4
x = rng.normal(0, 1, (N, LEADS, SAMPLES)).astype("float32")   # as saved by the torch dataloader
y = rng.integers(0, N_CLASSES, N)
print("x:", x.shape, "y:", y.shape)

def conv_block(h, filters, k, s):
    h = layers.Conv1D(filters, k, strides=s)(h)
    h = layers.BatchNormalization()(h)
    return layers.ReLU()(h)

inp = keras.Input(shape=x.shape[1:])
h = conv_block(inp, 32, 15, 2)
h = conv_block(h, 64, 9, 2)
h = conv_block(h, 128, 5, 2)
h = layers.GlobalAveragePooling1D()(h)
out = layers.Dense(N_CLASSES, activation="softmax")(h)
model = keras.Model(inp, out, name="ecg_resnet_stem")
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
model.summary()
model.fit(x, y, batch_size=32, epochs=3, validation_split=0.2, verbose=2)
