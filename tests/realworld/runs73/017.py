# Resume training of a text classifier from the epoch-10 checkpoint for 5 more epochs
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(0)
x = rng.normal(size=(1500, 40)).astype("float32")
y = (x[:, :5].sum(1) > 0).astype("float32")

def build():
    m = keras.Sequential([keras.Input((40,)), layers.Dense(64, activation="relu"),
                          layers.Dense(1, activation="sigmoid")])
    m.compile("adam", "binary_crossentropy", metrics=["accuracy"])
    return m

# first run (10 epochs), checkpoint as in the training job
model = build()
model.fit(x, y, epochs=10, batch_size=64, verbose=0)
model.save("clf_epoch10.keras")
print("first run done, saved clf_epoch10.keras")

# resume job
LAST_EPOCH = 10
EXTRA_EPOCHS = 5
print(f"resuming from epoch {LAST_EPOCH} for {EXTRA_EPOCHS} more epochs")
model = keras.models.load_model("clf_epoch10.keras")
history = model.fit(x, y, batch_size=64, initial_epoch=LAST_EPOCH, epochs=EXTRA_EPOCHS, verbose=2)
print(f"resumed run finished: loss={history.history['loss'][-1]:.4f} "
      f"acc={history.history['accuracy'][-1]:.4f}")
