"""Sentiment-style classifier with early stopping; config copied from the team's
'accuracy' experiment and then switched to monitor the validation loss."""
import numpy as np
import keras
from keras import layers

rng = np.random.default_rng(11)
x = rng.normal(size=(3000, 30)).astype("float32")
logit = x[:, :5].sum(-1) - 0.5 * x[:, 5:10].sum(-1)
y = (logit + 0.5 * rng.normal(size=3000) > 0).astype("float32")

model = keras.Sequential([
    keras.Input(shape=(30,)),
    layers.Dense(32, activation="relu"),
    layers.Dropout(0.2),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(keras.optimizers.Adam(3e-4), "binary_crossentropy", metrics=["accuracy"])

cfg = {"monitor": "val_loss", "mode": "max", "patience": 3, "restore_best_weights": True}
early = keras.callbacks.EarlyStopping(verbose=1, **cfg)
hist = model.fit(x[:2400], y[:2400], validation_data=(x[2400:], y[2400:]),
                 epochs=50, batch_size=64, callbacks=[early], verbose=2)
print(f"stopped after {len(hist.history['loss'])} epochs")
print("test:", model.evaluate(x[2400:], y[2400:], verbose=0))
