# Custom training loop (port of a PyTorch train()/eval() loop) for a small CNN on generated images.
import time, numpy as np, keras, tensorflow as tf
from keras import layers

rng = np.random.default_rng(12)
def make(n):
    y = rng.integers(0, 3, n)
    x = rng.normal(0, 0.3, (n, 20, 20, 3)).astype("float32")
    for i, c in enumerate(y):
        x[i, ..., c] += np.outer(np.hanning(20), np.hanning(20))
    return x, y.astype("int32")
xtr, ytr = make(3000); xva, yva = make(600)
train_ds = tf.data.Dataset.from_tensor_slices((xtr, ytr)).shuffle(3000).batch(64).prefetch(tf.data.AUTOTUNE)
val_ds = tf.data.Dataset.from_tensor_slices((xva, yva)).batch(200)

model = keras.Sequential([keras.Input((20, 20, 3)),
    layers.Conv2D(16, 3, activation="relu"), layers.BatchNormalization(), layers.MaxPooling2D(),
    layers.Conv2D(32, 3, activation="relu"), layers.GlobalAveragePooling2D(),
    layers.Dropout(0.1), layers.Dense(3)])
opt = keras.optimizers.SGD(keras.optimizers.schedules.CosineDecay(0.05, 5 * 47), momentum=0.9, nesterov=True)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
tr_acc, va_acc = keras.metrics.SparseCategoricalAccuracy(), keras.metrics.SparseCategoricalAccuracy()
tr_loss = keras.metrics.Mean()

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    tr_loss.update_state(loss); tr_acc.update_state(y, logits)

@tf.function
def eval_step(x, y):
    va_acc.update_state(y, model(x, training=False))

for epoch in range(5):
    t0 = time.time()
    for m in (tr_loss, tr_acc, va_acc): m.reset_state()
    for xb, yb in train_ds: train_step(xb, yb)
    for xb, yb in val_ds: eval_step(xb, yb)
    print(f"epoch {epoch+1}/5 loss {float(tr_loss.result()):.4f} acc {float(tr_acc.result()):.4f} "
          f"val_acc {float(va_acc.result()):.4f} lr {float(opt.learning_rate):.5f} time {time.time()-t0:.1f}s")
