# Small CNN on synthetic digit-like data with EarlyStopping, ReduceLROnPlateau and ModelCheckpoint (healthy run)
import os
import numpy as np
import keras
from keras import layers

keras.utils.set_random_seed(5)
N, C = 1500, 4
y = np.random.randint(0, C, size=N)
X = np.random.rand(N, 28, 28, 1).astype("float32") * 0.3
for i, c in enumerate(y):                  # each class lights up one quadrant
    r, q = divmod(c, 2)
    X[i, r * 14:(r + 1) * 14, q * 14:(q + 1) * 14, 0] += 0.7

model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    layers.Conv2D(8, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Conv2D(16, 3, activation="relu"),
    layers.GlobalAveragePooling2D(),
    layers.Dense(C, activation="softmax"),
])
model.compile(optimizer=keras.optimizers.Adam(3e-3), loss="sparse_categorical_crossentropy", metrics=["accuracy"])
os.makedirs("/home/user/project/ckpt", exist_ok=True)
callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=2, restore_best_weights=True),
    keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1),
    keras.callbacks.ModelCheckpoint("/home/user/project/ckpt/best.keras", monitor="val_accuracy", save_best_only=True, verbose=1),
]
history = model.fit(X, y, validation_split=0.2, batch_size=64, epochs=5, callbacks=callbacks)
print("best val_accuracy:", max(history.history["val_accuracy"]))
restored = keras.saving.load_model("/home/user/project/ckpt/best.keras")
print("restored eval:", restored.evaluate(X[:200], y[:200], verbose=0))
