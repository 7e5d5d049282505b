"""Review sentiment classifier, hand-written loop ported from a PyTorch script that did
    loss.backward(); if (i+1) % accum == 0: optimizer.step(); optimizer.zero_grad()
"""
import time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

args = dict(vocab=3000, seq_len=64, micro_batch=16, gradient_accumulation_steps=4,
            lr=0.2, momentum=0.9, epochs=3, log_every=10, seed=123)
print("args:", args)
keras.utils.set_random_seed(args["seed"])
rng = np.random.default_rng(args["seed"])

# synthetic reviews: positive reviews contain more tokens from [1, 300), negative from [300, 600)
n = 4000
y = rng.integers(0, 2, n)
ids = rng.integers(600, args["vocab"], (n, args["seq_len"]))
for i in range(n):
    k = rng.integers(10, 20)
    pos = rng.choice(args["seq_len"], k, replace=False)
    ids[i, pos] = rng.integers(1, 300, k) if y[i] else rng.integers(300, 600, k)
train = tf.data.Dataset.from_tensor_slices((ids[:3600], y[:3600])).shuffle(3600).batch(args["micro_batch"], drop_remainder=True)
val = tf.data.Dataset.from_tensor_slices((ids[3600:], y[3600:])).batch(200)

model = keras.Sequential([
    keras.Input((args["seq_len"],), dtype="int32"),
    layers.Embedding(args["vocab"], 64),
    layers.Conv1D(64, 5, padding="same", activation="relu"),
    layers.GlobalMaxPooling1D(),
    layers.Dense(64, activation="relu"),
    layers.Dense(1),
])
bce = keras.losses.BinaryCrossentropy(from_logits=True)
optimizer = keras.optimizers.SGD(args["lr"], momentum=args["momentum"])

accum_grads = [tf.zeros_like(v) for v in model.trainable_variables]   # optimizer.zero_grad()


@tf.function
def forward_backward(xb, yb):
    with tf.GradientTape() as tape:
        logits = model(xb, training=True)[:, 0]
        loss = bce(tf.cast(yb, tf.float32), logits)
    grads = tape.gradient(loss, model.trainable_variables)
    grads = [tf.convert_to_tensor(g) for g in grads]   # embedding grad is IndexedSlices
    return loss, grads


step, t0 = 0, time.time()
for epoch in range(args["epochs"]):
    for i, (xb, yb) in enumerate(train):
        loss, grads = forward_backward(xb, yb)
        accum_grads = [a + g / args["gradient_accumulation_steps"] for a, g in zip(accum_grads, grads)]
        if (i + 1) % args["gradient_accumulation_steps"] == 0:
            optimizer.apply_gradients(zip(accum_grads, model.trainable_variables))
            step += 1
            if step % args["log_every"] == 0:
                gnorm = float(tf.linalg.global_norm(accum_grads))
                print({"epoch": round(epoch + i / len(train), 2), "step": step, "loss": round(float(loss), 4),
                       "grad_norm": round(gnorm, 3), "learning_rate": args["lr"]})
    logits = tf.concat([model(xb)[:, 0] for xb, _ in val], 0)
    acc = float(np.mean((logits.numpy() > 0) == y[3600:]))
    print({"epoch": epoch + 1, "eval_accuracy": round(acc, 4), "train_runtime": round(time.time() - t0, 1)})
