# Custom training loop with tf.train.Checkpoint (port of torch.save/torch.load state_dict flow),
# then a separate evaluation stage that restores the latest checkpoint.
import numpy as np, keras, tensorflow as tf
from keras import layers

def make_model():
    return keras.Sequential([
        keras.Input((20,)),
        layers.Dense(128, activation="relu"),
        layers.LayerNormalization(epsilon=1e-5),
        layers.Dense(64, activation="relu"),
        layers.Dense(5),
    ])

rng = np.random.default_rng(6)
W = rng.normal(size=(20, 5))
X = rng.normal(size=(6000, 20)).astype("float32")
y = np.argmax(X @ W, axis=1).astype("int32")
Xtr, ytr, Xte, yte = X[:5000], y[:5000], X[5000:], y[5000:]
train_ds = tf.data.Dataset.from_tensor_slices((Xtr, ytr)).shuffle(5000).batch(64)
test_ds = tf.data.Dataset.from_tensor_slices((Xte, yte)).batch(256)

# ---------------- training stage ----------------
model = make_model()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
acc = keras.metrics.SparseCategoricalAccuracy()

@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        logits = model(x, training=True)
        loss = loss_fn(y, logits)
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    acc.update_state(y, logits)
    return loss

ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "./ckpt_006", max_to_keep=2)
for epoch in range(4):
    acc.reset_state()
    for step, (xb, yb) in enumerate(train_ds):
        loss = train_step(xb, yb)
    path = manager.save()
    print(f"epoch {epoch} loss {float(loss):.4f} train_acc {float(acc.result()):.4f} saved {path}")

# ---------------- evaluation stage ----------------
eval_model = make_model()
eval_ckpt = tf.train.Checkpoint(net=eval_model)
latest = tf.train.latest_checkpoint("./ckpt_006")
status = eval_ckpt.restore(latest).expect_partial()
print(f"restored {latest}")
test_acc = keras.metrics.SparseCategoricalAccuracy()
test_loss = keras.metrics.Mean()
for xb, yb in test_ds:
    logits = eval_model(xb, training=False)
    test_acc.update_state(yb, logits)
    test_loss.update_state(loss_fn(yb, logits))
print(f"test_loss {float(test_loss.result()):.4f} test_acc {float(test_acc.result()):.4f}")
