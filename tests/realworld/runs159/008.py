"""House-price regression with a hand-written loop: gradient accumulation
(HF gradient_accumulation_steps=4), warmup+cosine LR, CheckpointManager."""
import os
import time
import numpy as np
import tensorflow as tf
import keras

HERE = os.path.dirname(os.path.abspath(__file__))
cfg = dict(micro_batch=32, grad_accum=4, lr=2e-3, epochs=6, warmup_steps=10, seed=0,
           ckpt_dir=os.path.join(HERE, "008_ckpt"))
print(cfg)
keras.utils.set_random_seed(cfg["seed"])

rng = np.random.default_rng(cfg["seed"])
n, d = 4096, 12
X = rng.normal(size=(n, d)).astype("float32")
w = rng.normal(size=(d,)).astype("float32")
y = (X @ w + 0.5 * np.sin(3 * X[:, 0]) + rng.normal(0, 0.1, n)).astype("float32")[:, None]
y_mean, y_std = y[:3584].mean(), y[:3584].std()
y = (y - y_mean) / y_std
train = tf.data.Dataset.from_tensor_slices((X[:3584], y[:3584])).shuffle(3584, seed=0).batch(cfg["micro_batch"], drop_remainder=True)
val = tf.data.Dataset.from_tensor_slices((X[3584:], y[3584:])).batch(256)

model = keras.Sequential([keras.Input((d,)), keras.layers.Dense(128, activation="gelu"),
                          keras.layers.Dense(128, activation="gelu"), keras.layers.Dense(1)])
micro_steps = len(train)
opt_steps = micro_steps // cfg["grad_accum"] * cfg["epochs"]
schedule = keras.optimizers.schedules.CosineDecay(0.0, opt_steps - cfg["warmup_steps"], alpha=0.05,
                                                  warmup_target=cfg["lr"], warmup_steps=cfg["warmup_steps"])
optimizer = keras.optimizers.AdamW(schedule, weight_decay=1e-4)
optimizer.build(model.trainable_variables)
accum = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]

ckpt = tf.train.Checkpoint(model=model, optimizer=optimizer)
manager = tf.train.CheckpointManager(ckpt, cfg["ckpt_dir"], max_to_keep=2)


@tf.function
def micro_step(xb, yb):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(xb, training=True) - yb))
    grads = tape.gradient(loss, model.trainable_variables)
    for a, g in zip(accum, grads):
        a.assign_add(g / cfg["grad_accum"])
    return loss


@tf.function
def apply_accumulated():
    optimizer.apply_gradients(zip([a.read_value() for a in accum], model.trainable_variables))
    for a in accum:
        a.assign(tf.zeros_like(a))


global_step = 0
for epoch in range(cfg["epochs"]):
    t0, losses = time.time(), []
    for i, (xb, yb) in enumerate(train):
        losses.append(float(micro_step(xb, yb)))
        if (i + 1) % cfg["grad_accum"] == 0:
            apply_accumulated()
            global_step += 1
            if global_step % 20 == 0:
                print({"step": global_step, "loss": round(float(np.mean(losses[-cfg["grad_accum"]:])), 4),
                       "lr": float(schedule(optimizer.iterations))})
    val_mse = np.mean([float(tf.reduce_mean(tf.square(model(xb) - yb))) for xb, yb in val])
    path = manager.save(checkpoint_number=global_step)
    print({"epoch": epoch + 1, "train_loss": round(float(np.mean(losses)), 4), "val_mse": round(float(val_mse), 4),
           "global_step": global_step, "ckpt": os.path.basename(path), "time_s": round(time.time() - t0, 1)})

# reload into a fresh model and check
fresh = keras.models.clone_model(model)
fresh.build((None, d))
tf.train.Checkpoint(model=fresh).restore(manager.latest_checkpoint).expect_partial()
diff = float(tf.reduce_max(tf.abs(fresh(X[3584:]) - model(X[3584:]))))
print(f"restored {os.path.basename(manager.latest_checkpoint)}: max |diff| = {diff:.2e}")
