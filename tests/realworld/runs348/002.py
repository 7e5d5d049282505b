# Train -> checkpoint -> reload for evaluation. Ported from a PyTorch script that did
# torch.save({"model": model.state_dict(), ...}) and model.load_state_dict(sd, strict=False).
import os, shutil
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(1)
N, D, C = 3000, 16, 4
rng = np.random.default_rng(1)
centers = rng.normal(scale=3.0, size=(C, D)).astype("float32")
y = rng.integers(0, C, size=N)
x = (centers[y] + rng.normal(size=(N, D))).astype("float32")
x_tr, y_tr, x_te, y_te = x[:2500], y[:2500], x[2500:], y[2500:]

def build_model():
    return keras.Sequential([keras.Input((D,)),
                             keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(C)])

def evaluate(model):
    logits = model(x_te, training=False)
    return float(np.mean(np.argmax(logits.numpy(), -1) == y_te))

ckpt_dir = "./ckpt_run"
shutil.rmtree(ckpt_dir, ignore_errors=True)

# ---------------- train ----------------
model = build_model()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, ckpt_dir, max_to_keep=2)
ds = tf.data.Dataset.from_tensor_slices((x_tr, y_tr)).shuffle(2500, seed=1).batch(64)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(5):
    losses = [float(train_step(xb, yb)) for xb, yb in ds]
    path = manager.save()
    print(f"epoch {epoch+1} train_loss={np.mean(losses):.4f} test_acc={evaluate(model):.4f} saved {path}")

# ---------------- reload for evaluation ----------------
eval_model = build_model()
restore_ckpt = tf.train.Checkpoint(net=eval_model)
status = restore_ckpt.restore(tf.train.latest_checkpoint(ckpt_dir)).expect_partial()
print(f"restored weights from {tf.train.latest_checkpoint(ckpt_dir)}")
acc = evaluate(eval_model)
print(f"[eval] test_acc={acc:.4f} n={len(y_te)}")
