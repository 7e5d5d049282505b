# Resume a tf.train.Checkpoint after the tokenizer vocabulary was extended.
import os, shutil
import numpy as np
import tensorflow as tf

CKPT_DIR = "/tmp/runs64_003_ckpt"
shutil.rmtree(CKPT_DIR, ignore_errors=True)

class TinyLM(tf.Module):
    def __init__(self, vocab, dim=64, name=None):
        super().__init__(name=name)
        init = tf.random_normal_initializer(stddev=0.02)
        self.embedding = tf.Variable(init([vocab, dim]), name="embedding")
        self.out_bias = tf.Variable(tf.zeros([vocab]), name="out_bias")

    def __call__(self, ids):
        h = tf.nn.embedding_lookup(self.embedding, ids)
        return tf.matmul(h, self.embedding, transpose_b=True) + self.out_bias

# --- phase 1: pre-train with the old 1000-token vocab ---
model = TinyLM(1000)
opt = tf.keras.optimizers.Adam(1e-3)
ids = np.random.default_rng(0).integers(0, 1000, size=(64, 16))
for step in range(5):
    with tf.GradientTape() as tape:
        logits = model(ids[:, :-1])
        loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(ids[:, 1:], logits))
    grads = tape.gradient(loss, model.trainable_variables)
    opt.apply_gradients(zip(grads, model.trainable_variables))
    print(f"pretrain step {step} loss {loss.numpy():.4f}")
ckpt = tf.train.Checkpoint(model=model)
path = ckpt.save(os.path.join(CKPT_DIR, "ckpt"))
print("saved", path)

# --- phase 2: new tokenizer has 1200 tokens (added special + domain tokens) ---
new_model = TinyLM(1200)
status = tf.train.Checkpoint(model=new_model).restore(tf.train.latest_checkpoint(CKPT_DIR))
status.assert_existing_objects_matched()
print("restored, continuing fine-tuning")
