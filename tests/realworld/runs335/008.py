"""Keras 3 port of a PyTorch tabular churn model. The torch Dataset applied (x - mean) / std per column;
ported as a tf.data map with statistics computed on the training split."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(2)
N_NUM, N_CAT_LEVELS = 12, 6

rng = np.random.default_rng(0)
n = 8000
num = rng.normal(loc=rng.uniform(-5, 50, N_NUM), scale=rng.uniform(0.5, 20, N_NUM), size=(n, N_NUM))
plan = rng.integers(0, N_CAT_LEVELS - 1, size=n)          # level 5 ("legacy plan") absent in this export
onehot = np.eye(N_CAT_LEVELS)[plan]
x = np.concatenate([num, onehot], axis=1).astype("float32")
logit = 0.08 * (num[:, 0] - num[:, 0].mean()) - 0.5 * (plan == 2) + 0.3 * rng.normal(size=n)
y = (logit > 0).astype("float32")
x_train, y_train, x_val, y_val = x[:7000], y[:7000], x[7000:], y[7000:]
print("features:", x_train.shape, "positive rate:", y_train.mean().round(3))

mean = x_train.mean(axis=0)
std = x_train.std(axis=0)
print("feature mean:", np.round(mean, 2))
print("feature std:", np.round(std, 2))


def normalize(feat, label):
    return (feat - mean) / std, label


train_ds = (tf.data.Dataset.from_tensor_slices((x_train, y_train)).shuffle(7000)
            .map(normalize).batch(256).prefetch(2))
val_ds = tf.data.Dataset.from_tensor_slices((x_val, y_val)).map(normalize).batch(256)

model = keras.Sequential([
    keras.Input((x.shape[1],)),
    layers.Dense(128, activation="relu"),
    layers.BatchNormalization(),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
model.compile(optimizer=keras.optimizers.Adam(2e-3),
              loss=keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=[keras.metrics.BinaryAccuracy(threshold=0.0, name="acc"), keras.metrics.AUC(from_logits=True, name="auc")])
model.fit(train_ds, validation_data=val_ds, epochs=4, verbose=2,
          callbacks=[keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, verbose=1)])
