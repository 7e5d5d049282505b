# Resume fine-tuning from the last tf.train.Checkpoint written by the pretraining job.
import os
import numpy as np
import tensorflow as tf
import keras
from keras import layers

CKPT_DIR = "/home/user/project/ckpt_intent"

def build(num_intents):
    return keras.Sequential([keras.Input((40,)), layers.Dense(128, activation="relu", name="enc"),
                             layers.Dense(num_intents, name="intent_head")])

rng = np.random.default_rng(0)
# --- stage 1 (pretraining job): 10 intents ---
if not tf.train.latest_checkpoint(CKPT_DIR):
    m = build(10)
    opt = keras.optimizers.Adam(1e-3)
    m.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True))
    m.fit(rng.normal(size=(512, 40)), rng.integers(0, 10, 512), epochs=1, verbose=2)
    path = tf.train.Checkpoint(model=m, optimizer=opt).save(os.path.join(CKPT_DIR, "ckpt"))
    print("pretraining checkpoint written:", path)

# --- stage 2: fine-tune on the new label set (num_intents from the new config) ---
NUM_INTENTS = 7
model = build(NUM_INTENTS)
opt = keras.optimizers.Adam(1e-4)
ckpt = tf.train.Checkpoint(model=model, optimizer=opt)
latest = tf.train.latest_checkpoint(CKPT_DIR)
print("restoring from", latest)
ckpt.restore(latest)
model.compile(opt, keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(rng.normal(size=(700, 40)), rng.integers(0, NUM_INTENTS, 700), epochs=2, verbose=2)
