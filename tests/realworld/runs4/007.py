# Tokenising a padded batch with a tokenizer that has no pad token (GPT-style vocab converted by hand).
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {w: i for i, w in enumerate(["<unk>", "<eos>", "the", "model", "trains", "on", "npu", "loss", "is", "nan", "again", "today"])}
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
hf = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<unk>", eos_token="<eos>")
texts = ["the model trains on npu", "loss is nan", "the loss is nan again today"]
batch = hf(texts, padding=True, return_tensors="np")
print(batch["input_ids"].shape)
