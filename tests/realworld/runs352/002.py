"""Click-through model ported from PyTorch. The torch version used nn.BCELoss on
sigmoid outputs; the loss below is the same formula written out in TF."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)

N, D = 8192, 24
w_true = rng.normal(size=(D,)) * 2.0
x = rng.normal(size=(N, D)).astype("float32")
y = (x @ w_true > 0).astype("float32")[:, None]
x_train, y_train, x_val, y_val = x[:7000], y[:7000], x[7000:], y[7000:]

def bce_loss(y_true, y_pred):
    # same as torch.nn.BCELoss()(y_pred, y_true)
    return -tf.reduce_mean(y_true * tf.math.log(y_pred)
                           + (1.0 - y_true) * tf.math.log(1.0 - y_pred))

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(learning_rate=3e-3),
              loss=bce_loss, metrics=[keras.metrics.BinaryAccuracy(name="acc")])
hist = model.fit(x_train, y_train, batch_size=128, epochs=12,
                 validation_data=(x_val, y_val), verbose=2)
print("val acc per epoch:", [round(v, 4) for v in hist.history["val_acc"]])
print("val loss per epoch:", [round(v, 4) for v in hist.history["val_loss"]])
