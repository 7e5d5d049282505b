# Save the best weights by validation loss each epoch, reload them for evaluation
import numpy as np
import keras
from keras import layers

x = np.random.rand(1000, 20).astype("float32")
y = (x[:, :5].sum(1) > 2.5).astype("int32")

model = keras.Sequential([keras.Input((20,)), layers.Dense(32, activation="relu"), layers.Dense(2, activation="softmax")])
model.compile("adam", "sparse_categorical_crossentropy", metrics=["accuracy"])
ckpt = keras.callbacks.ModelCheckpoint("/tmp/runs69_best.keras", monitor="val_loss", save_best_only=True, save_weights_only=True, verbose=1)
es = keras.callbacks.EarlyStopping(monitor="val_loss", patience=2)
import os
if os.path.exists("/tmp/runs69_best.keras"): os.remove("/tmp/runs69_best.keras")
model.fit(x, y, validation_split=0.2, epochs=4, batch_size=32, callbacks=[ckpt, es], verbose=2)

model.load_weights("/tmp/runs69_best.keras")
print(model.evaluate(x, y, verbose=0))
