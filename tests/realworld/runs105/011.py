# Fine-tune a tiny MindFormers Llama on a toy corpus with the Trainer API (HF-style arguments)
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM, Trainer, TrainingArguments

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

SEQ, VOCAB = 32, 256
rng = np.random.default_rng(0)
corpus = rng.integers(3, VOCAB, size=(64, SEQ + 1)).astype(np.int32)
train_dataset = ds.NumpySlicesDataset({"input_ids": corpus}, shuffle=True).batch(4, drop_remainder=True)

config = LlamaConfig(batch_size=4, seq_length=SEQ, vocab_size=VOCAB, hidden_size=64, num_layers=2,
                     num_heads=4, intermediate_size=128, compute_dtype="float32", use_flash_attention=False)
model = LlamaForCausalLM(config)

args = TrainingArguments(
    output_dir="/home/user/project/out_011",
    num_train_epoch=2,
    per_device_train_batch_size=4,
    learning_rate=5e-4,
    warmup_ratio=0.1,
    logging_steps=2,
    save_steps=100,
)
trainer = Trainer(model=model, args=args, train_dataset=train_dataset, task="text_generation")
trainer.train()
