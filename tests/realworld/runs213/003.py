# Fine-tuning step of a ported PyTorch pipeline: pretrain a small Keras LM-style classifier,
# save .weights.h5, then rebuild the model for fine-tuning and load the pretrained weights.
import os
import numpy as np
import tensorflow as tf
import keras

keras.utils.set_random_seed(0)
SEQ, NUM_CLASSES = 32, 3


def build_model(vocab_size, d_model=64):
    inp = keras.Input(shape=(SEQ,), dtype="int32", name="input_ids")
    x = keras.layers.Embedding(vocab_size, d_model, name="embeddings")(inp)
    x = keras.layers.LayerNormalization(epsilon=1e-5, name="emb_ln")(x)
    x = keras.layers.Conv1D(d_model, 3, padding="same", activation="gelu", name="conv")(x)
    x = keras.layers.GlobalAveragePooling1D(name="pool")(x)
    out = keras.layers.Dense(NUM_CLASSES, name="classifier")(x)
    return keras.Model(inp, out, name="textcnn")


def make_ds(vocab_size, n=1024):
    ids = np.random.randint(1, vocab_size, size=(n, SEQ)).astype("int32")
    labels = (ids[:, 0] % NUM_CLASSES).astype("int32")
    return tf.data.Dataset.from_tensor_slices((ids, labels)).shuffle(n).batch(32)


# --- pretraining (tokenizer vocab 5000) ---
pre_vocab = 5000
model = build_model(pre_vocab)
model.compile(optimizer=keras.optimizers.Adam(1e-3),
              loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
model.fit(make_ds(pre_vocab), epochs=2, verbose=2)
os.makedirs("ckpt", exist_ok=True)
model.save_weights("ckpt/pretrained.weights.h5")
print("saved ckpt/pretrained.weights.h5")

# --- fine-tuning (tokenizer extended with special/domain tokens) ---
tokenizer_vocab = 5000 + 128
ft_model = build_model(tokenizer_vocab)
ft_model.load_weights("ckpt/pretrained.weights.h5")
print("loaded pretrained weights")
ft_model.compile(optimizer=keras.optimizers.Adam(5e-4),
                 loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                 metrics=["accuracy"])
ft_model.fit(make_ds(tokenizer_vocab), epochs=2, verbose=2)
