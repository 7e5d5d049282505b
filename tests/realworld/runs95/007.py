"""Port of a PyTorch/HF sequence classifier: forward(input_ids, attention_mask) -> logits.
Trained with model.fit on the tokenizer's output dict."""
import numpy as np
import tensorflow as tf
import keras
from keras import layers

keras.utils.set_random_seed(11)
VOCAB, MAXLEN = 5000, 32
rng = np.random.default_rng(11)
ids = rng.integers(1, VOCAB, size=(512, MAXLEN)).astype("int32")
lens = rng.integers(4, MAXLEN, size=512)
for i, L in enumerate(lens):
    ids[i, L:] = 0
batch = {"input_ids": ids, "attention_mask": (ids != 0).astype("int32")}   # what the tokenizer returned
labels = rng.integers(0, 4, size=512).astype("int32")


class TinyBertForSequenceClassification(keras.Model):
    def __init__(self, num_labels=4, hidden=64, **kw):
        super().__init__(**kw)
        self.embeddings = layers.Embedding(VOCAB, hidden)
        self.attn = layers.MultiHeadAttention(num_heads=4, key_dim=hidden // 4)
        self.norm = layers.LayerNormalization(epsilon=1e-12)
        self.classifier = layers.Dense(num_labels)

    def call(self, input_ids, attention_mask, training=False):
        x = self.embeddings(input_ids)
        mask = tf.cast(attention_mask[:, None, :], tf.bool)
        x = self.norm(x + self.attn(x, x, attention_mask=mask, training=training))
        return self.classifier(x[:, 0])          # [CLS] token


model = TinyBertForSequenceClassification()
model.compile(optimizer=keras.optimizers.Adam(5e-5),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(batch, labels, batch_size=16, epochs=2, verbose=2)
