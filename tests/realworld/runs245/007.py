# Train -> checkpoint -> evaluate, ported from a torch script (torch.save/torch.load of state dicts).
import os
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(7)
rng = np.random.default_rng(7)
N, D, C = 5000, 30, 4
centers = rng.normal(0, 1.2, size=(C, D))
y = rng.integers(0, C, N)
x = (centers[y] + rng.normal(size=(N, D))).astype("float32")
train = tf.data.Dataset.from_tensor_slices((x[:4000], y[:4000])).shuffle(4000).batch(64)
test = tf.data.Dataset.from_tensor_slices((x[4000:], y[4000:])).batch(256)

def build():
    return keras.Sequential([keras.Input((D,)),
                             keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(64, activation="relu"),
                             keras.layers.Dense(C)])

def evaluate(model):
    acc = keras.metrics.SparseCategoricalAccuracy()
    for xb, yb in test:
        acc.update_state(yb, model(xb, training=False))
    return float(acc.result())

# ---- train ----
model = build()
opt = keras.optimizers.Adam(1e-3)
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
manager = tf.train.CheckpointManager(ckpt, "ckpt_007", max_to_keep=2)

@tf.function
def train_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = loss_fn(yb, model(xb, training=True))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    return loss

for epoch in range(4):
    for xb, yb in train:
        loss = train_step(xb, yb)
    path = manager.save()
    print(f"epoch {epoch} loss {float(loss):.4f} test_acc {evaluate(model):.4f} saved {path}")

# ---- evaluate from checkpoint (separate eval entry point in the original code) ----
eval_model = build()
status = tf.train.Checkpoint(net=eval_model).restore(manager.latest_checkpoint).expect_partial()
print("restored from", manager.latest_checkpoint)
print(f"eval test_acc {evaluate(eval_model):.4f}")
