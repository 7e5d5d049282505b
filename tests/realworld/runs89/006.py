# whole-eval-loop in one tf.function (python list.append replaced by TensorArray, as the AutoGraph warning suggested)
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(0)
X = rng.normal(size=(1000, 12)).astype("float32")
y = (X[:, 0] + 0.5 * X[:, 1] > 0).astype("int32")
model = keras.Sequential([keras.Input((12,)), keras.layers.Dense(32, activation="relu"), keras.layers.Dense(2)])
model.compile("adam", keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(X[:800], y[:800], epochs=3, batch_size=32, verbose=2)

val_ds = tf.data.Dataset.from_tensor_slices((X[800:], y[800:])).batch(64)   # 200 rows -> 64, 64, 64, 8

@tf.function
def predict_all(ds):
    logits_ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
    i = 0
    for xb, _ in ds:
        logits_ta = logits_ta.write(i, model(xb, training=False))
        i += 1
    return logits_ta.stack()      # torch: torch.stack(all_logits)

logits = predict_all(val_ds)
print("logits:", logits.shape)
acc = np.mean(np.argmax(tf.reshape(logits, (-1, 2)), -1) == y[800:])
print("val acc:", acc)
