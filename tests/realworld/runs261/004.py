# Causal-LM finetune script ported from a Hugging Face transformers Trainer example to MindFormers.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)

SEQ_LEN, VOCAB = 64, 1000

def build_dataset(n=128):
    rng = np.random.default_rng(0)
    ids = rng.integers(0, VOCAB, size=(n, SEQ_LEN + 1)).astype(np.int32)
    return ds.NumpySlicesDataset({"input_ids": ids}, shuffle=True)

training_args = TrainingArguments(
    output_dir="./output_clm",
    overwrite_output_dir=True,
    num_train_epochs=1,
    per_device_train_batch_size=4,
    per_device_eval_batch_size=4,
    learning_rate=5e-5,
    weight_decay=0.01,
    warmup_ratio=0.1,
    lr_scheduler_type="cosine",
    logging_steps=5,
    save_steps=100,
    eval_strategy="no",
    fp16=False,
    report_to="none",
    seed=42,
)
print(training_args)

train_dataset = build_dataset()
trainer = Trainer(task="text_generation", model="gpt2", args=training_args, train_dataset=train_dataset)
trainer.train()
