"""Intent classifier fed by a keras.utils.PyDataset that mirrors the Hugging Face collator output
({'input_ids', 'attention_mask', 'labels'})."""
import math
import numpy as np
import keras
from keras import layers

VOCAB, SEQ, N_INTENTS = 3000, 32, 7
rng = np.random.default_rng(4)
corpus = [rng.integers(1, VOCAB, size=rng.integers(5, SEQ)) for _ in range(900)]
intents = rng.integers(0, N_INTENTS, 900)


class IntentDataset(keras.utils.PyDataset):
    def __init__(self, seqs, labels, batch_size=32, **kwargs):
        super().__init__(**kwargs)
        self.seqs, self.labels, self.batch_size = seqs, labels, batch_size

    def __len__(self):
        return math.ceil(len(self.seqs) / self.batch_size)

    def __getitem__(self, idx):
        lo, hi = idx * self.batch_size, min((idx + 1) * self.batch_size, len(self.seqs))
        ids = np.zeros((hi - lo, SEQ), dtype="int32")
        mask = np.zeros((hi - lo, SEQ), dtype="int32")
        for r, s in enumerate(self.seqs[lo:hi]):
            ids[r, :len(s)] = s
            mask[r, :len(s)] = 1
        return {"input_ids": ids, "attention_mask": mask, "labels": self.labels[lo:hi]}


input_ids = keras.Input(shape=(SEQ,), dtype="int32", name="input_ids")
attention_mask = keras.Input(shape=(SEQ,), dtype="int32", name="attention_mask")
x = layers.Embedding(VOCAB, 64)(input_ids)
m = keras.ops.cast(keras.ops.expand_dims(attention_mask, -1), "float32")
x = keras.ops.sum(x * m, axis=1) / keras.ops.maximum(keras.ops.sum(m, axis=1), 1.0)
x = layers.Dense(64, activation="relu")(x)
logits = layers.Dense(N_INTENTS, name="logits")(x)
model = keras.Model({"input_ids": input_ids, "attention_mask": attention_mask}, logits)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])

train = IntentDataset(corpus[:800], intents[:800])
val = IntentDataset(corpus[800:], intents[800:])
model.fit(train, validation_data=val, epochs=3)
