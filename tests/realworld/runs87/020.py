import os
os.environ["KERAS_BACKEND"] = "jax"
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
x = rng.random((2000, 32, 32, 3), dtype=np.float32)
y = rng.integers(0, 2, 2000).astype("int32")
x[y == 1, 8:24, 8:24, 0] += 0.5   # positive class: a red square in the centre
print("keras", keras.__version__, "backend", keras.backend.backend(), "x", x.shape)
steps = 5 * (1800 // 64 + 1)
sched = keras.optimizers.schedules.CosineDecay(1e-3, decay_steps=steps, warmup_target=3e-3, warmup_steps=20)
model = keras.Sequential([keras.Input((32, 32, 3)), layers.Conv2D(16, 3, activation="relu"), layers.MaxPooling2D(2),
                          layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(), layers.Dense(2)])
model.compile(optimizer=keras.optimizers.AdamW(sched), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(x, y, batch_size=64, epochs=5, validation_split=0.1, verbose=2)
print("eval", model.evaluate(x[:200], y[:200], verbose=0))
