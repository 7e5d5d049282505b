"""Digit-like image classifier with a cosine LR schedule.
torch: sched = CosineAnnealingLR(opt, T_max=EPOCHS); sched.step() once per epoch."""
import numpy as np
import tensorflow as tf
import keras

tf.random.set_seed(18)
rng = np.random.default_rng(18)
EPOCHS, BATCH, C = 10, 64, 10
protos = rng.normal(size=(C, 12, 12, 1)).astype("float32")
y = rng.integers(0, C, 6000).astype("int32")
x = (protos[y] + 4.0 * rng.normal(size=(6000, 12, 12, 1))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:5000], y[:5000])).shuffle(5000).batch(BATCH)
val = tf.data.Dataset.from_tensor_slices((x[5000:], y[5000:])).batch(500)

model = keras.Sequential([
    keras.Input(shape=(12, 12, 1)),
    keras.layers.Conv2D(16, 3, activation="relu"),
    keras.layers.Flatten(),
    keras.layers.Dense(C),
])
schedule = keras.optimizers.schedules.CosineDecay(initial_learning_rate=0.01, decay_steps=EPOCHS)
opt = keras.optimizers.SGD(learning_rate=schedule, momentum=0.9)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
train_acc = keras.metrics.SparseCategoricalAccuracy()
val_acc = keras.metrics.SparseCategoricalAccuracy()


@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    train_acc.update_state(yb, logits)
    return loss


for epoch in range(EPOCHS):
    train_acc.reset_state(); val_acc.reset_state()
    losses = [float(train_step(xb, yb)) for xb, yb in train]
    for xb, yb in val:
        val_acc.update_state(yb, model(xb, training=False))
    print({"epoch": epoch, "train_loss": round(float(np.mean(losses)), 4),
           "train_acc": round(float(train_acc.result()), 4), "val_acc": round(float(val_acc.result()), 4),
           "lr": float(opt.learning_rate)})
