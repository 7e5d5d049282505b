"""Machine-failure classifier on sensor feature vectors.
One tf.data pipeline, split 80/20 into train/validation with take/skip (as in the TF guide),
then a final check on the hold-out month that operations sent separately."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(11)
N, D = 1000, 64


def make_month(n):
    x = rng.normal(size=(n, D)).astype("float32")
    score = 0.35 * x[:, 0] - 0.25 * x[:, 1] * x[:, 2] + rng.normal(0, 1.0, n)
    return x, (score > 0).astype("int32")


x, y = make_month(N)
x_test, y_test = make_month(400)
print("train pool:", x.shape, "positives:", int(y.sum()), "| hold-out:", x_test.shape)

full = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(N, seed=42)
n_val = int(0.2 * N)
val_ds = full.take(n_val).batch(64)
train_ds = full.skip(n_val).batch(64)

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(512, activation="relu"),
    layers.Dense(512, activation="relu"),
    layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss="binary_crossentropy",
              metrics=["accuracy"])
ckpt = keras.callbacks.ModelCheckpoint("/home/user/project/best_006.keras", monitor="val_accuracy",
                                       mode="max", save_best_only=True)
model.fit(train_ds, validation_data=val_ds, epochs=25, verbose=2, callbacks=[ckpt])

best = keras.models.load_model("/home/user/project/best_006.keras")
print("best val:", best.evaluate(val_ds, verbose=0, return_dict=True))
print("hold-out month:", best.evaluate(x_test, y_test, batch_size=64, verbose=0, return_dict=True))
