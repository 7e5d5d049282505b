# Fine-tuning a small transformer-style encoder classifier with AdamW + linear warmup (HF-style hyperparameters)
import numpy as np
import keras

rng = np.random.default_rng(4)
SEQ, VOCAB = 32, 2000
X = rng.integers(1, VOCAB, size=(2048, SEQ))
y = rng.integers(0, 2, size=(2048,))

inp = keras.Input((SEQ,), dtype="int32")
h = keras.layers.Embedding(VOCAB, 64)(inp)
att = keras.layers.MultiHeadAttention(num_heads=4, key_dim=16)(h, h)
h = keras.layers.LayerNormalization(epsilon=1e-12)(h + att)
h = keras.layers.GlobalAveragePooling1D()(h)
out = keras.layers.Dense(2)(h)
model = keras.Model(inp, out)
model.summary()

training_args = dict(lr=5e-5, weight_decay=0.01, betas=(0.9, 0.999), eps=1e-8)
optimizer = keras.optimizers.AdamW(**training_args)
model.compile(optimizer=optimizer,
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(X, y, batch_size=32, epochs=1, verbose=2)
