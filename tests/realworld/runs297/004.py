import numpy as np, tensorflow as tf, keras
from keras import layers
keras.utils.set_random_seed(0)

SEQ = 32
VOCAB = 300

def hf_style_records(n):
    rng = np.random.default_rng(0)
    for i in range(n):
        label = int(rng.integers(0, 2))
        ids = rng.integers(3, VOCAB, SEQ); ids[0] = label + 1
        rec = {"input_ids": ids.astype("int32"), "attention_mask": np.ones(SEQ, "int32"), "label": label}
        yield rec

def gen():
    for rec in hf_style_records(4096):
        feats = {k: v for k, v in rec.items() if k != "label"}
        yield feats, rec["label"]

spec = (
    {"input_ids": tf.TensorSpec((SEQ,), tf.int32)},
    tf.TensorSpec((), tf.int32),
)
ds = tf.data.Dataset.from_generator(gen, output_signature=spec).batch(64).prefetch(tf.data.AUTOTUNE)

ids = keras.Input((SEQ,), dtype="int32", name="input_ids")
x = layers.Embedding(VOCAB, 32)(ids)
x = layers.GlobalAveragePooling1D()(x)
out = layers.Dense(2)(x)
model = keras.Model({"input_ids": ids}, out)
model.compile(optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
model.fit(ds, epochs=2, verbose=2)
