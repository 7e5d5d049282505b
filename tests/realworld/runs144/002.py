# Image classifier ported from a PyTorch script that used LambdaLR linear warmup.
# The warmup factor was written with integer division while porting.
import numpy as np
import keras
from keras import layers

BASE_LR = 3e-3
WARMUP_EPOCHS = 10
EPOCHS = 6

def warmup_schedule(epoch, lr):
    # torch: lr_lambda = lambda e: min(1.0, (e + 1) / warmup)  -> ported below
    return BASE_LR * min(1, (epoch + 1) // WARMUP_EPOCHS)

rng = np.random.default_rng(1)
n = 3000
x = rng.normal(size=(n, 16, 16, 1)).astype("float32")
centers = rng.normal(size=(4, 16, 16, 1)).astype("float32")
y = rng.integers(0, 4, size=n)
x = x + 1.5 * centers[y]

model = keras.Sequential([
    keras.Input(shape=(16, 16, 1)),
    layers.Conv2D(16, 3, activation="relu", padding="same"),
    layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu", padding="same"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(4),
])
model.compile(optimizer=keras.optimizers.SGD(learning_rate=BASE_LR, momentum=0.9),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=EPOCHS, validation_split=0.1, verbose=2,
          callbacks=[keras.callbacks.LearningRateScheduler(warmup_schedule)])
