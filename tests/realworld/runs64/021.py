# Training script ported from a tf.keras 2.x / torch Lightning habit: checkpoint every epoch to a directory.
import os
import numpy as np
import keras

os.makedirs("/tmp/runs64_021", exist_ok=True)
x = np.random.randn(2000, 20).astype("float32"); y = (x[:, 0] > 0).astype("int32")
model = keras.Sequential([keras.Input((20,)), keras.layers.Dense(32, activation="relu"),
                          keras.layers.Dense(1, activation="sigmoid")])
model.compile("adam", "binary_crossentropy", metrics=["accuracy"])
callbacks = [
    keras.callbacks.EarlyStopping(monitor="val_loss", patience=3, restore_best_weights=True),
    keras.callbacks.ModelCheckpoint(filepath="/tmp/runs64_021/epoch-{epoch:02d}-{val_loss:.3f}",
                                    monitor="val_loss", save_best_only=True),
]
model.fit(x, y, validation_split=0.2, epochs=20, batch_size=64, callbacks=callbacks)
