"""House-price regression, custom training loop.
Ported from a PyTorch script that used nn.MSELoss(reduction='sum')."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(1)
rng = np.random.default_rng(1)

N, D, BATCH = 4096, 13, 256
x = rng.normal(size=(N, D)).astype("float32")
w_true = rng.normal(size=(D, 1)).astype("float32")
y = (x @ w_true + 0.1 * rng.normal(size=(N, 1))).astype("float32") * 3.0 + 20.0

train_ds = tf.data.Dataset.from_tensor_slices((x[:3584], y[:3584])).shuffle(4096).batch(BATCH)
val_ds = tf.data.Dataset.from_tensor_slices((x[3584:], y[3584:])).batch(BATCH)

model = keras.Sequential([
    keras.Input(shape=(D,)),
    keras.layers.Dense(128, activation="relu"),
    keras.layers.Dense(64, activation="relu"),
    keras.layers.Dense(1),
])
# same hyper-parameters as the PyTorch run
optimizer = keras.optimizers.SGD(learning_rate=1e-3, momentum=0.9)
loss_fn = keras.losses.MeanSquaredError(reduction="sum")
val_mae = keras.metrics.MeanAbsoluteError()


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        pred = model(xb, training=True)
        loss = loss_fn(yb, pred)
    grads = tape.gradient(loss, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss / tf.cast(tf.shape(xb)[0], tf.float32)


for epoch in range(1, 6):
    losses = []
    for step, (xb, yb) in enumerate(train_ds, start=1):
        l = train_step(xb, yb)
        losses.append(float(l))
        if step % 7 == 0:
            print(f"epoch {epoch} step {step:3d} per-sample mse {float(l):.4f}")
    val_mae.reset_state()
    for xb, yb in val_ds:
        val_mae.update_state(yb, model(xb, training=False))
    print(f"==> epoch {epoch}: train_mse={np.mean(losses):.4f} val_mae={float(val_mae.result()):.4f}")
