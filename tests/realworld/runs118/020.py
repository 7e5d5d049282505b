"""Image classifier with AdamW + cosine decay, following a 2021 Keras tutorial that uses TensorFlow Addons."""
import numpy as np
import tensorflow as tf
import tensorflow_addons as tfa
import keras
from keras import layers

x = np.random.rand(256, 32, 32, 3).astype("float32")
y = np.random.randint(0, 10, 256)
model = keras.Sequential([keras.Input((32, 32, 3)), layers.Conv2D(16, 3, activation="relu"), layers.GlobalAveragePooling2D(), layers.Dense(10)])
sched = keras.optimizers.schedules.CosineDecay(1e-3, decay_steps=100)
opt = tfa.optimizers.AdamW(weight_decay=1e-4, learning_rate=sched)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, epochs=2, batch_size=32)
