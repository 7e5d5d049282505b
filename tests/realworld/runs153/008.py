"""House-price style regression ported from a PyTorch loop: custom tf.GradientTape training with a
hand-written MSE, targets kept as a flat vector as in the original code."""
import numpy as np
import tensorflow as tf
import keras

rng = np.random.default_rng(8)
N = 2048
X = rng.normal(size=(N, 8)).astype("float32")
true_w = rng.normal(size=(8,)).astype("float32")
y = (X @ true_w + 0.1 * rng.normal(size=N)).astype("float32")      # shape (N,)
print("target variance:", float(y.var()))

ds = tf.data.Dataset.from_tensor_slices((X, y)).shuffle(N).batch(128)
model = keras.Sequential([keras.Input((8,)), keras.layers.Dense(64, activation="relu"),
                          keras.layers.Dense(64, activation="relu"), keras.layers.Dense(1)])
opt = keras.optimizers.Adam(1e-3)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = tf.reduce_mean(tf.square(pred - yb))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(1, 21):
    losses = [float(train_step(xb, yb)) for xb, yb in ds]
    if epoch % 2 == 0 or epoch == 1:
        print({"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4), "lr": 1e-3})
pred = model(X[:5]).numpy()
print("sample preds:", np.round(pred, 3).tolist())
print("sample targets:", np.round(y[:5], 3).tolist())
