"""Keep the PyTorch NCHW layout: tell Keras the data is channels_first."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

print("TF", tf.__version__, "| Keras", keras.__version__)
print("GPUs:", tf.config.list_physical_devices("GPU"))

rng = np.random.default_rng(1)
images = rng.random((1024, 3, 32, 32), dtype=np.float32)   # N, C, H, W from the torch loader
images[:, :, :16, :] *= rng.random((1024, 3, 1, 1), dtype=np.float32) * 2
labels = images[:, :, :16, :].mean(axis=(2, 3)).argmax(axis=1)   # 3 classes

keras.config.set_image_data_format("channels_first")

model = keras.Sequential([
    keras.Input(shape=(3, 32, 32)),
    layers.Conv2D(32, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(2),
    layers.Conv2D(64, 3, padding="same", activation="relu"),
    layers.MaxPooling2D(2),
    layers.GlobalAveragePooling2D(),
    layers.Dense(3),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(images, labels, batch_size=32, verbose=2, epochs=6)
