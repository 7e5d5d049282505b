"""Fine-tune loop ported from an HF Trainer config (gradient_accumulation_steps=32) to TF:
GRU sentence-pair classifier with manual gradient accumulation."""
import random, time
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(9); random.seed(9)
CONFIG = {"per_device_train_batch_size": 16, "gradient_accumulation_steps": 32, "learning_rate": 1e-3,
          "num_train_epochs": 4, "logging_steps": 5, "max_seq_length": 24}
print("config:", CONFIG)

VOCAB = 800
def pair(y):
    a = np.random.randint(10, VOCAB, random.randint(4, 11))
    b = a.copy() if y else np.random.randint(10, VOCAB, random.randint(4, 11))
    if y: b[np.random.rand(len(b)) < 0.3] = np.random.randint(10, VOCAB)
    s = np.concatenate([[1], a, [2], b])[:CONFIG["max_seq_length"]]
    return np.pad(s, (0, CONFIG["max_seq_length"] - len(s)))
labels = np.random.randint(0, 2, 400).astype("int32")
ids = np.stack([pair(v) for v in labels]).astype("int32")
train = tf.data.Dataset.from_tensor_slices((ids[:320], labels[:320])).shuffle(320, seed=9).batch(CONFIG["per_device_train_batch_size"])
val = tf.data.Dataset.from_tensor_slices((ids[320:], labels[320:])).batch(64)

inp = keras.Input((CONFIG["max_seq_length"],), dtype="int32")
h = layers.Embedding(VOCAB, 64, mask_zero=True)(inp)
h = layers.Bidirectional(layers.GRU(48))(h)
h = layers.Dense(64, activation="relu")(h)
model = keras.Model(inp, layers.Dense(2)(h))
opt = keras.optimizers.AdamW(CONFIG["learning_rate"])
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
opt.build(model.trainable_variables)
accum = [tf.Variable(tf.zeros_like(v), trainable=False) for v in model.trainable_variables]

@tf.function
def forward_backward(x, y):
    with tf.GradientTape() as tape:
        loss = loss_fn(y, model(x, training=True)) / CONFIG["gradient_accumulation_steps"]
    for a, g in zip(accum, tape.gradient(loss, model.trainable_variables)):
        a.assign_add(g)
    return loss * CONFIG["gradient_accumulation_steps"]

@tf.function
def apply_accumulated():
    opt.apply_gradients(zip([a.read_value() for a in accum], model.trainable_variables))
    for a in accum:
        a.assign(tf.zeros_like(a))

def evaluate():
    correct = n = 0; losses = []
    for x, y in val:
        lg = model(x, training=False); losses.append(float(loss_fn(y, lg)))
        correct += int(tf.reduce_sum(tf.cast(tf.argmax(lg, -1, output_type=tf.int32) == y, tf.int32))); n += len(y)
    return np.mean(losses), correct / n

global_step = 0
for epoch in range(CONFIG["num_train_epochs"]):
    t0 = time.time()
    for step, (x, y) in enumerate(train):
        loss = forward_backward(x, y)
        if (step + 1) % CONFIG["gradient_accumulation_steps"] == 0:
            apply_accumulated()
            global_step += 1
        if (step + 1) % CONFIG["logging_steps"] == 0:
            print({"loss": round(float(loss), 4), "learning_rate": CONFIG["learning_rate"],
                   "epoch": round(epoch + (step + 1) / 20, 2)})
    el, ea = evaluate()
    print({"eval_loss": round(el, 4), "eval_accuracy": round(ea, 4), "epoch": epoch + 1.0,
           "global_step": global_step, "epoch_time_s": round(time.time() - t0, 1)})
print("training finished")
