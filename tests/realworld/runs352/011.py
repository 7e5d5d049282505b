"""Mixed-precision custom training loop with loss scaling, then save/reload check."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.mixed_precision.set_global_policy("mixed_float16")
keras.utils.set_random_seed(12)
rng = np.random.default_rng(12)

N, D, C = 6144, 32, 5
W = rng.normal(size=(D, C))
x = rng.normal(size=(N, D)).astype("float32")
y = np.argmax(x @ W + 0.3 * rng.normal(size=(N, C)), axis=1).astype("int32")
train = tf.data.Dataset.from_tensor_slices((x[:5120], y[:5120])).shuffle(5120, seed=0).batch(128)
x_val, y_val = x[5120:], y[5120:]

model = keras.Sequential([
    keras.Input(shape=(D,)),
    layers.Dense(128, activation="relu"),
    layers.Dense(128, activation="relu"),
    layers.Dense(C),
    layers.Activation("linear", dtype="float32"),
])
opt = keras.optimizers.LossScaleOptimizer(keras.optimizers.Adam(1e-3))
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)
        loss = loss_fn(yb, logits)
        scaled = opt.scale_loss(loss)
    grads = tape.gradient(scaled, model.trainable_variables)
    opt.apply(grads, model.trainable_variables)
    acc.update_state(yb, logits)
    return loss

step = 0
for epoch in range(1, 6):
    acc.reset_state()
    losses = []
    for xb, yb in train:
        loss = train_step(xb, yb)
        losses.append(float(loss))
        step += 1
        if step % 20 == 0:
            print(f"step {step:4d} loss {float(loss):.4f} loss_scale {float(opt.dynamic_scale):.0f}")
    val_logits = model(x_val, training=False)
    val_acc = float(np.mean(np.argmax(val_logits, 1) == y_val))
    print(f"epoch {epoch}: train_loss {np.mean(losses):.4f} train_acc {float(acc.result()):.4f} val_acc {val_acc:.4f}")

model.save("mp_classifier.keras")
reloaded = keras.models.load_model("mp_classifier.keras")
diff = np.max(np.abs(np.asarray(model(x_val)) - np.asarray(reloaded(x_val))))
print(f"reloaded model: max |logit diff| = {diff:.3e}")
