# Warm-up + cosine schedule (from the HF/torch recipe) combined with the usual Keras callbacks.
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
x = rng.standard_normal((3000, 16)).astype("float32")
y = (x @ rng.standard_normal((16, 1)) + 0.1 * rng.standard_normal((3000, 1))).astype("float32")

steps_per_epoch = 3000 // 64
schedule = keras.optimizers.schedules.CosineDecay(
    initial_learning_rate=0.0, decay_steps=steps_per_epoch * 30,
    warmup_target=1e-2, warmup_steps=steps_per_epoch * 2)

model = keras.Sequential([keras.Input((16,)), layers.Dense(64, activation="relu"), layers.Dense(1)])
model.compile(optimizer=keras.optimizers.AdamW(learning_rate=schedule, weight_decay=1e-4), loss="mse")
callbacks = [
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=2, verbose=1),
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=6, restore_best_weights=True),
]
model.fit(x, y, validation_split=0.2, batch_size=64, epochs=30, callbacks=callbacks, verbose=2)
