"""Fine-tune a small Transformer text classifier; hyper-parameters carried over from the HF TrainingArguments of the PyTorch run."""
import numpy as np
import tensorflow as tf
import keras

training_args = {
    "lr": 5e-4,
    "weight_decay": 0.01,
    "beta_1": 0.9,
    "beta_2": 0.999,
    "epsilon": 1e-8,
    "clipnorm": 1.0,
}
model_args = {"vocab_size": 5000, "max_len": 64, "d_model": 64, "num_heads": 4, "ff_dim": 128, "num_labels": 2}
EPOCHS, BATCH = 3, 32


class TransformerBlock(keras.layers.Layer):
    def __init__(self, d_model, num_heads, ff_dim, rate=0.1, **kw):
        super().__init__(**kw)
        self.att = keras.layers.MultiHeadAttention(num_heads=num_heads, key_dim=d_model // num_heads)
        self.ffn = keras.Sequential([keras.layers.Dense(ff_dim, activation="gelu"), keras.layers.Dense(d_model)])
        self.ln1 = keras.layers.LayerNormalization(epsilon=1e-12)
        self.ln2 = keras.layers.LayerNormalization(epsilon=1e-12)
        self.drop = keras.layers.Dropout(rate)

    def call(self, x, training=False):
        x = self.ln1(x + self.drop(self.att(x, x), training=training))
        return self.ln2(x + self.drop(self.ffn(x), training=training))


def build_model(vocab_size, max_len, d_model, num_heads, ff_dim, num_labels):
    ids = keras.Input(shape=(max_len,), dtype="int32", name="input_ids")
    tok = keras.layers.Embedding(vocab_size, d_model)(ids)
    pos = keras.layers.Embedding(max_len, d_model)(keras.ops.arange(max_len))
    x = TransformerBlock(d_model, num_heads, ff_dim)(tok + pos)
    x = keras.layers.GlobalAveragePooling1D()(x)
    return keras.Model(ids, keras.layers.Dense(num_labels)(x))


def synthetic_sst(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.integers(1, model_args["vocab_size"], size=(n, model_args["max_len"])).astype("int32")
    y = (np.mean(x < 2500, axis=1) > 0.5).astype("int32")
    return x, y


def main():
    keras.utils.set_random_seed(0)
    x, y = synthetic_sst(4000, 0)
    xv, yv = synthetic_sst(800, 1)
    train = tf.data.Dataset.from_tensor_slices((x, y)).shuffle(4000).batch(BATCH)
    val = tf.data.Dataset.from_tensor_slices((xv, yv)).batch(BATCH)
    print(f"num train examples = {len(x)}, num epochs = {EPOCHS}, batch size = {BATCH}")
    print("training_args:", training_args)

    model = build_model(**model_args)
    model.summary()
    optimizer = keras.optimizers.AdamW(**training_args)
    model.compile(optimizer=optimizer,
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    model.fit(train, validation_data=val, epochs=EPOCHS, verbose=2)


if __name__ == "__main__":
    main()
