import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

SEQ, VOCAB, D = 48, 400, 64
rng = np.random.default_rng(0)
lens = rng.integers(8, SEQ, 2048)
ids = np.zeros((2048, SEQ), "int32"); mask = np.zeros((2048, SEQ), "int32")
y = rng.integers(0, 3, 2048).astype("int32")
for i, L in enumerate(lens):
    ids[i, :L] = rng.integers(4, VOCAB, L); ids[i, 0] = y[i] + 1; mask[i, :L] = 1
ds = tf.data.Dataset.from_tensor_slices(({"input_ids": ids, "attention_mask": mask}, y)).shuffle(2048).batch(32)

class MaskedMeanPool(layers.Layer):
    def call(self, hidden, mask):
        # torch: (hidden * mask.unsqueeze(-1)).sum(1) / mask.sum(1, keepdim=True)
        m = tf.expand_dims(mask, -1)
        summed = tf.reduce_sum(hidden * m, axis=1)
        return summed / tf.cast(tf.reduce_sum(m, axis=1), hidden.dtype)

class Classifier(keras.Model):
    def __init__(self):
        super().__init__()
        self.emb = layers.Embedding(VOCAB, D)
        self.ff = layers.Dense(D, activation="gelu")
        self.pool = MaskedMeanPool()
        self.head = layers.Dense(3)
    def call(self, inputs):
        h = self.ff(self.emb(inputs["input_ids"]))
        return self.head(self.pool(h, inputs["attention_mask"]))

model = Classifier()
model.compile(optimizer=keras.optimizers.Adam(1e-3), loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)
