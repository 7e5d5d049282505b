"""Keras 3 port of a PyTorch GRU sequence classifier. The torch run used
AdamW(lr=3e-4) + LambdaLR(warmup_then_cosine); the same lambda is reused here as a Keras callback."""
import math
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(9)
BASE_LR, WARMUP, EPOCHS = 3e-4, 2, 8
SEQ, FEAT, N_CLASSES = 40, 8, 3


def warmup_then_cosine(epoch):
    # torch: LambdaLR(optimizer, lr_lambda=warmup_then_cosine)
    if epoch < WARMUP:
        return (epoch + 1) / WARMUP
    progress = (epoch - WARMUP) / max(1, EPOCHS - WARMUP)
    return 0.5 * (1.0 + math.cos(math.pi * progress))


rng = np.random.default_rng(0)
n = 6000
freqs = np.array([0.05, 0.15, 0.3])
y = rng.integers(0, N_CLASSES, size=n)
t = np.arange(SEQ)[None, :, None]
x = np.sin(2 * np.pi * freqs[y][:, None, None] * t + rng.uniform(0, 6.28, (n, 1, FEAT)))
x = (x + 0.3 * rng.normal(size=(n, SEQ, FEAT))).astype("float32")
y = y.astype("int32")
train_ds = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(64)
val_ds = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(256)

model = keras.Sequential([
    keras.Input((SEQ, FEAT)),
    layers.GRU(64, return_sequences=True),
    layers.GRU(64),
    layers.Dense(64, activation="relu"),
    layers.Dense(N_CLASSES),
])
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=BASE_LR, weight_decay=0.01),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(train_ds, validation_data=val_ds, epochs=EPOCHS, verbose=2,
          callbacks=[keras.callbacks.LearningRateScheduler(warmup_then_cosine, verbose=1)])
